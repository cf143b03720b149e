import { CHAT_STREAM_KEEPALIVE_MS } from '@brand/core/rules';
import type { SSEStreamingApi } from 'hono/streaming';
import type { Deps } from '../../env.ts';
import { fileLinkSigner } from '../../services/file-links.ts';
import { chatChannel, messageJson } from './chat-json.ts';

/**
 * Streams a project's new chat messages as server-sent events until the client leaves or the
 * process shuts down: `ready` first, each message as `message` (announced on the database's
 * PubSub, so every API instance streams them), `ping` when quiet.
 */
export async function streamChat(deps: Deps, projectId: number, stream: SSEStreamingApi) {
  const { db } = deps.database;
  const queue: number[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = await deps.database.pubsub.subscribe(chatChannel(projectId), (payload) => {
    const id = Number((JSON.parse(payload) as { id: number }).id);
    if (Number.isInteger(id)) queue.push(id);
    wake?.();
  });
  let open = true;
  const stop = () => {
    open = false;
    wake?.();
  };
  stream.onAbort(stop);
  deps.shutdownSignal?.addEventListener('abort', stop, { once: true });
  await stream.writeSSE({ event: 'ready', data: JSON.stringify({ project_id: projectId }) });
  try {
    while (open) {
      const id = queue.shift();
      if (id === undefined) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, CHAT_STREAM_KEEPALIVE_MS);
        });
        wake = null;
        if (queue.length === 0 && open) await stream.writeSSE({ event: 'ping', data: '{}' });
        continue;
      }
      const chat = await messageJson(db, await fileLinkSigner(deps.database, deps.now()), id);
      await stream.writeSSE({
        event: 'message',
        id: String(id),
        data: JSON.stringify({ type: 'message', chat }),
      });
    }
  } finally {
    await unsubscribe();
  }
}
