import type { ProjectPhoto } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';
import { Button, buttonVariants, useAction, useToast } from '@brand/ui';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { ConfirmDeleteLazy } from '../../shell/confirm-delete-lazy.tsx';

/** A saved photo's words: the alt text and the delete button's name both name the product. */
export const photoAlt = (photo: ProjectPhoto) =>
  `${photo.product_name} on the ${photo.surface} of your room, saved ${formatDate(photo.created_at)}`;

/**
 * A project's saved photo-mode results (issue 29 item 6; docs/decisions/photo-save.md):
 * thumbnails whose alt text names the product, each a link to the full-size image; the
 * project's customer (`canDelete`) deletes one after a confirmation. Shown to the project's participants; nothing
 * when the list cannot be loaded (an invited vendor is refused it).
 */
export function ProjectPhotos({ projectId, canDelete }: { projectId: number; canDelete: boolean }) {
  const client = useClient();
  const { toast } = useToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<ProjectPhoto | null>(null);
  const load = useLoad(
    `project-photos:${projectId}`,
    async () =>
      (await client.visualizer.projectPhotos({ params: { projectId }, quiet: true })).data,
  );
  const remove = useAction({
    perform: (photo: ProjectPhoto) =>
      client.visualizer.deleteProjectPhoto({ params: { projectId, photoId: photo.id } }),
    onSuccess: (answer, photo) => {
      toast({ variant: 'success', message: answer.message });
      load.setData((current) => ({
        max: current?.max ?? 0,
        photos: (current?.photos ?? []).filter((p) => p.id !== photo.id),
      }));
      setConfirming(null);
    },
  });
  const error =
    remove.status === 'error'
      ? (Object.values(remove.fieldErrors)[0] ??
        'The photo could not be deleted. Please try again.')
      : null;
  if (!load.data) return null;
  const { photos, max } = load.data;
  return (
    <section aria-labelledby={headingId} className="site-project-photos">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Saved photos{' '}
        <span className="site-project__meta">
          ({photos.length} of {max})
        </span>
      </h3>
      {photos.length === 0 ? (
        <p className="site-project__meta">
          No saved photos yet. <Link to="/visualize">Use a photo of your room</Link> and save it to
          this project.
        </p>
      ) : (
        <ul className="site-project-photos__list">
          {photos.map((photo) => (
            <li key={photo.id} className="site-project-photos__item">
              <a href={photo.image} target="_blank" rel="noreferrer">
                <img
                  src={photo.image}
                  alt={photoAlt(photo)}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                />
                <span className="site-project-photos__name">
                  {photo.product_name}
                  <span className="bui-sr-only"> (opens full size in a new tab)</span>
                </span>
              </a>
              {canDelete ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Delete photo of ${photo.product_name}`}
                  onClick={() => {
                    remove.reset();
                    setConfirming(photo);
                  }}
                >
                  Delete
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {photos.length > 0 ? (
        <Link to="/visualize" className={buttonVariants({ variant: 'link', size: 'sm' })}>
          Save another photo
        </Link>
      ) : null}
      {confirming ? (
        <ConfirmDeleteLazy
          title="Delete this photo?"
          description={`The photo of ${confirming.product_name} in your room is deleted for good. The project's cart and checklist do not change.`}
          confirmLabel="Delete photo"
          busy={remove.isPending}
          error={error}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void remove.run(confirming)}
          afterDelete={heading}
        />
      ) : null}
    </section>
  );
}
