// Every public entry of the three packages, so `skipLibCheck: false` checks all of their
// declarations (and the declarations they reach: valibot, zustand, Radix, React's types), not
// only what the snippets happen to import (issue 28 item 7).
import * as core from '@brand/core';
import * as client from '@brand/core/client';
import * as contract from '@brand/core/contract';
import * as drawing from '@brand/core/drawing';
import * as rules from '@brand/core/rules';
import * as session from '@brand/core/session';
import * as embed from '@brand/showroom-embed';
import * as embedReact from '@brand/showroom-embed/react';
import * as ui from '@brand/ui';
import * as uiServer from '@brand/ui/server';

export const entries = {
  core,
  client,
  contract,
  drawing,
  rules,
  session,
  embed,
  embedReact,
  ui,
  uiServer,
};

// A few types a consumer reads from the published declarations, checked strictly.
const product: contract.Product | null = null;
const cart: embed.ShowroomCartDetail | null = null;
export const readable = [product, cart, client.createClient({ baseURL: '/api' }).transport.fetch];
