'use client';
import { ApiError } from '@brand/core/client';
import {
  acceptAttribute,
  allowsMultipleFiles,
  type FileUploadRule,
  formatDate,
  validateFileUpload,
} from '@brand/core/rules';
import { type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useAction } from '../../lib/use-action';
import { Button } from '../../primitives/button/button';

/** One chat message (spec 2 §3 Project_chats). `message` is plain text, never HTML. */
export interface ChatMessageRow {
  id: number | string;
  senderName: string;
  /** The signed-in user wrote it (aligned to the end). */
  mine?: boolean;
  message: string;
  created_at: string;
  files?: readonly ChatFileRow[];
}

/** A room file (spec 2 §3 room_files). */
export interface ChatFileRow {
  id: number | string;
  name: string;
  url: string;
}

type ProjectChatProps = Omit<ComponentProps<'section'>, 'children'> & {
  messages: readonly ChatMessageRow[];
  files?: readonly ChatFileRow[];
  status?: 'loading' | 'ready' | 'error';
  errorMessage?: string;
  onRetry?: () => void;
  /**
   * Sends a message (text and files); the new message arrives through `messages` (live). A
   * rejected ApiError's field errors for `file`/`files` and `message` show under the composer.
   */
  onSend?: (input: { message: string; files: File[] }) => Promise<unknown>;
  /** spec 1 §5 file rule: types, max files (default 1), max bytes. */
  uploadRule?: FileUploadRule;
  /** spec 2 §2.6: a designer can be hired from the chat (clients only). */
  onHireDesigner?: () => void;
};

/**
 * The project chat (spec 2 §2.6, §3; DOMAIN.md): messages as text (never HTML) in a live log,
 * the room's files, a composer with core's upload rules, "Hire a designer", and loading, empty
 * and error states.
 */
function ProjectChat({
  messages,
  files = [],
  status = 'ready',
  errorMessage,
  onRetry,
  onSend,
  uploadRule,
  onHireDesigner,
  className,
  ...props
}: ProjectChatProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const sending = useAction<{ message: string; files: File[] }, unknown>({
    perform: (input) => onSend?.(input),
    onSuccess: () => {
      setText('');
      setChosen([]);
      if (fileInput.current) fileInput.current.value = '';
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setSendError('The message could not be sent. Please try again.');
        return;
      }
      // The client toasted the catalogue's message; the server's field errors (spec: "field
      // errors stored and shown") go beside the composer: a refused file keeps Send
      // disabled until another file is chosen.
      const fileMessage = error.fieldError('file') ?? error.fieldError('files');
      if (fileMessage) setFileError(fileMessage);
      const textMessage = error.fieldError('message');
      if (textMessage) setSendError(textMessage);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSend || (!text.trim() && chosen.length === 0) || fileError) return;
    setSendError(null);
    void sending.run({ message: text.trim(), files: chosen });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="project-chat"
      data-state={status}
      className={cn('bui-chat', className)}
      {...props}
    >
      <header className="bui-chat__header">
        <h2 id={`${id}-title`} className="bui-chat__title">
          Project chat
        </h2>
        {onHireDesigner ? (
          <Button variant="secondary" size="sm" onClick={onHireDesigner}>
            Hire a designer
          </Button>
        ) : null}
      </header>

      {status === 'loading' ? (
        <div role="status" aria-label="Loading messages" className="bui-chat__log">
          {[0, 1, 2].map((row) => (
            <span
              key={row}
              className="bui-skeleton"
              style={{ height: 48, width: `${70 - row * 15}%` }}
            />
          ))}
        </div>
      ) : status === 'error' ? (
        <div role="alert" className="bui-alert" data-tone="error">
          <p>{errorMessage ?? 'The chat could not be loaded.'}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : (
        <div role="log" aria-label="Messages" aria-live="polite" className="bui-chat__log">
          <ol className="bui-chat__messages">
            {messages.length === 0 ? (
              <li className="bui-empty">No messages yet. Say hello to your Pro and designers.</li>
            ) : (
              messages.map((m) => (
                <li key={m.id} className="bui-chat__message" data-mine={m.mine ? 'true' : 'false'}>
                  <p className="bui-chat__meta">
                    <span className="bui-chat__sender">{m.senderName}</span>{' '}
                    <time dateTime={m.created_at} className="bui-tabular">
                      {formatDate(m.created_at)}
                    </time>
                  </p>
                  {/* Text only: React escapes it; never dangerouslySetInnerHTML. */}
                  {m.message ? <p className="bui-chat__text">{m.message}</p> : null}
                  {m.files?.length ? (
                    <ul className="bui-chat__attachments">
                      {m.files.map((f) => (
                        <li key={f.id}>
                          <a href={f.url} target="_blank" rel="noreferrer noopener">
                            {f.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))
            )}
          </ol>
        </div>
      )}

      {files.length > 0 ? (
        <section aria-label="Files" className="bui-chat__files">
          <h3 className="bui-chat__subtitle">Files</h3>
          <ul>
            {files.map((f) => (
              <li key={f.id}>
                <a href={f.url} target="_blank" rel="noreferrer noopener">
                  {f.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {onSend && status === 'ready' ? (
        <form className="bui-chat__composer" onSubmit={(event) => void submit(event)}>
          <label htmlFor={`${id}-message`} className="bui-sr-only">
            Message
          </label>
          <textarea
            id={`${id}-message`}
            className="bui-input bui-chat__input"
            rows={2}
            placeholder="Write a message"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="bui-chat__composer-row">
            <label className="bui-label bui-chat__file-label" htmlFor={`${id}-files`}>
              Attach files
            </label>
            <input
              ref={fileInput}
              id={`${id}-files`}
              type="file"
              className="bui-chat__file"
              accept={acceptAttribute(uploadRule?.types)}
              multiple={allowsMultipleFiles(uploadRule)}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${id}-file-error` : undefined}
              onChange={(event) => {
                const list = Array.from(event.target.files ?? []);
                setChosen(list);
                setFileError(
                  validateFileUpload(
                    list.map((f) => ({ name: f.name, type: f.type, size: f.size })),
                    uploadRule,
                  ),
                );
              }}
            />
            <Button
              type="submit"
              loading={sending.isPending}
              disabled={Boolean(fileError) || (!text.trim() && chosen.length === 0)}
            >
              Send
            </Button>
          </div>
          {fileError ? (
            <p id={`${id}-file-error`} className="bui-field-error" role="alert">
              {fileError}
            </p>
          ) : null}
          {sendError ? (
            <p className="bui-field-error" role="alert">
              {sendError}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}

export { ProjectChat, type ProjectChatProps };
