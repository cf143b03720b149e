/**
 * The design studio's editor state outside the screen (tldraw's Editor with its history
 * manager): the design (a product per surface) with undo and redo (../../lib/history.ts) and
 * its autosave once it rests (../../lib/autosave.ts). Commands change it; the studio
 * subscribes to one snapshot (useSyncExternalStore) and renders it. Framework free, tested in
 * ./design-editor.test.ts.
 */
import type { Finishes, SurfaceKey } from '@brand/core/rules';
import { type Autosave, createAutosave, type SaveStatus } from '../../lib/autosave.ts';
import { createHistory } from '../../lib/history.ts';

/**
 * The product chosen for each surface of the room, and the finishes the showroom does not sell
 * (issue 29 item 3: wall paint, cabinet door style and colour; palette keys).
 */
export type Design = Partial<Record<SurfaceKey, number>> & { finishes?: Finishes };

/** What the studio renders. */
export interface DesignSnapshot {
  design: Design;
  canUndo: boolean;
  canRedo: boolean;
  /** 'idle' until the design first changes (and always without autosave). */
  saveStatus: SaveStatus;
}

export interface DesignEditor {
  getSnapshot(): DesignSnapshot;
  subscribe(listener: () => void): () => void;
  /** Puts `productId` on `surface` (an undoable step; the same product records nothing). */
  choose(surface: SurfaceKey, productId: number): void;
  /** Sets a finish to a palette key, or null for the default look (an undoable step). */
  finish<K extends keyof Finishes>(key: K, value: Finishes[K]): void;
  undo(): void;
  redo(): void;
  /** "Save again" after a failed autosave. */
  retrySave(): void;
  /** Drops a waiting save and stops reporting a running one (the screen unmounts). */
  dispose(): void;
}

export interface DesignEditorOptions {
  initial: Design;
  /**
   * Writes a design (to the project, or this browser); without it nothing is saved. Once the
   * design changed, every design is saved, an undo back to the opening one too.
   */
  save?: ((design: Design) => Promise<unknown>) | null;
  /** How long the design rests before it is saved. */
  delayMs: number;
  /** The autosave's clock (tests). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createDesignEditor(options: DesignEditorOptions): DesignEditor {
  const history = createHistory<Design>(options.initial);
  const { save } = options;
  const autosave: Autosave<Design> | null = save
    ? createAutosave({
        delayMs: options.delayMs,
        save,
        ...(options.setTimer ? { setTimer: options.setTimer } : {}),
        ...(options.clearTimer ? { clearTimer: options.clearTimer } : {}),
      })
    : null;
  const listeners = new Set<() => void>();
  const snapshotOf = (): DesignSnapshot => ({
    design: history.getState().present,
    canUndo: history.canUndo(),
    canRedo: history.canRedo(),
    saveStatus: autosave?.getStatus() ?? 'idle',
  });
  let snapshot = snapshotOf();
  const emit = () => {
    snapshot = snapshotOf();
    for (const listener of [...listeners]) listener();
  };
  history.subscribe((state) => {
    autosave?.schedule(state.present);
    emit();
  });
  autosave?.subscribe(emit);

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    choose(surface, productId) {
      history.set((design) =>
        design[surface] === productId ? design : { ...design, [surface]: productId },
      );
    },
    finish(key, value) {
      history.set((design) =>
        (design.finishes?.[key] ?? null) === (value ?? null)
          ? design
          : { ...design, finishes: { ...design.finishes, [key]: value ?? null } },
      );
    },
    undo: () => history.undo(),
    redo: () => history.redo(),
    retrySave: () => autosave?.retry(),
    dispose: () => autosave?.cancel(),
  };
}
