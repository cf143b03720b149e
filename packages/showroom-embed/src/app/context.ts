import type { ProjectCart } from '@brand/core/contract';
import { createContext, useContext } from 'react';
import type { EmbedController } from '../runtime/controller.ts';
import type { ShowroomApi } from './api.ts';

/** Everything one element's tree shares: its API, controller, showroom and temporary cart. */
export interface EmbedContextValue {
  api: ShowroomApi;
  controller: EmbedController;
  showroom: string;
  cart: ProjectCart | null;
  updateCart(cart: ProjectCart | null): void;
  notify(message: string): void;
  reportError(error: unknown): void;
}

export const EmbedContext = createContext<EmbedContextValue | null>(null);

export function useEmbed(): EmbedContextValue {
  const value = useContext(EmbedContext);
  if (!value) throw new Error('Missing <EmbedContext.Provider>: render inside the showroom App.');
  return value;
}
