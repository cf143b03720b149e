import { isStyleProfileComplete, STYLE_NAMES, STYLE_QUESTIONS } from '@brand/core/rules';
import { Button, buttonVariants, useAction } from '@brand/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useStyleProfile } from '../../lib/style-profile.ts';
import { Page } from '../../shell/page.tsx';
import { StylePicture } from './pictures.tsx';
import '../../styles/shop.css';

/**
 * /style-profile (issue 15 item 4; spec 1 §1: anyone may take it): eight questions with
 * pictures as radio groups and checkboxes; the result names a style (core scoreStyleProfile)
 * and leads to the templates and products ranked by it.
 */
export function StyleProfilePage() {
  const { answers: saved, result, save } = useStyleProfile();
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  // The client check's message (every question answered), else the save's refusal.
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const saving = useAction({ perform: (chosen: Record<string, string[]>) => save(chosen) });
  const done = saving.status === 'success';
  const busy = saving.isPending;
  const error = unanswered ?? (saving.status === 'error' ? (saving.error as Error).message : null);
  const baseId = useId();
  const resultId = `${baseId}-result`;

  useEffect(() => {
    if (saved) setAnswers((now) => (Object.keys(now).length ? now : { ...saved }));
  }, [saved]);

  const choose = (questionId: string, optionId: string, single: boolean, on: boolean) =>
    setAnswers((now) => {
      const current = now[questionId] ?? [];
      const next = single
        ? [optionId]
        : on
          ? [...current.filter((id) => id !== optionId), optionId]
          : current.filter((id) => id !== optionId);
      return { ...now, [questionId]: next };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStyleProfileComplete(answers)) {
      saving.reset();
      setUnanswered('Please answer every question.');
      return;
    }
    setUnanswered(null);
    void saving.run(answers);
  };

  return (
    <Page
      title="Style profile"
      lead="Answer eight questions to find your style. We use it to rank templates and products for you."
    >
      {result && (done || saved) ? (
        <section aria-labelledby={resultId} className="shop-state style-result">
          <h2 id={resultId} tabIndex={-1}>
            Your style: {result.name}
          </h2>
          <p>
            Templates and products that match {result.name} now come first on the visualizer and are
            marked “Matches your style”.
          </p>
          <p>
            <Link to="/visualize" className={buttonVariants({ variant: 'primary' })}>
              See templates in your style
            </Link>{' '}
            <Link
              to="/visualize/contractor/all"
              className={buttonVariants({ variant: 'secondary' })}
            >
              Shop your style
            </Link>
          </p>
          {done ? <p role="status">Style profile saved. Your style: {result.name}.</p> : null}
        </section>
      ) : null}
      <form className="style-form" onSubmit={submit} noValidate>
        {STYLE_QUESTIONS.map((question, index) => {
          const chosen = answers[question.id] ?? [];
          const single = question.kind === 'single';
          const full = !single && chosen.length >= question.max;
          return (
            <fieldset key={question.id} className="style-question">
              <legend>
                {index + 1}. {question.prompt}
              </legend>
              <ul className="style-options">
                {question.options.map((option) => {
                  const checked = chosen.includes(option.id);
                  return (
                    <li key={option.id}>
                      <label className="style-option">
                        <input
                          type={single ? 'radio' : 'checkbox'}
                          name={`${baseId}-${question.id}`}
                          value={option.id}
                          checked={checked}
                          disabled={full && !checked}
                          onChange={(e) =>
                            choose(question.id, option.id, single, e.currentTarget.checked)
                          }
                        />
                        <StylePicture
                          picture={question.picture}
                          colors={option.colors}
                          alt={option.alt}
                        />
                        <span>{option.label}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
        {error ? <p role="alert">{error}</p> : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'See my style'}
        </Button>
      </form>
      <p className="bui-sr-only">Styles: {Object.values(STYLE_NAMES).join(', ')}.</p>
    </Page>
  );
}
