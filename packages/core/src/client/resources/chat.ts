import type { GenericSchema } from 'valibot';
import { chatRoutes } from '../../contract/endpoint-routes';
import type { chatEndpoints } from '../../contract/endpoints';
import type { ChatCalls, ChatStreamEvent } from '../api-types';
import { interpretNetworkFailure, interpretResponse } from '../catalogue';
import { type ApiError, InvalidResponseError } from '../errors';
import { responseSchemaOf } from '../response-schemas';
import { checkWith } from '../standard';
import { fillPath, joinUrl, type Transport } from '../transport';
import { bindRoutes } from './bind';

export interface SubscribeOptions {
  /** Every failure (HTTP status, network, bad event), after the catalogue handled it. */
  onError?: (error: ApiError) => void;
  /**
   * Wait before reconnecting after a drop; the server's `retry:` field overrides it. After
   * failed attempts in a row the wait doubles each time, up to MAX_RECONNECT_DELAY_MS.
   */
  reconnectDelayMs?: number;
}

/** The longest wait between reconnection attempts while the server keeps failing. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/** One parsed server-sent event block. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
  retry?: number;
}

/** Parse one SSE block (lines up to a blank line), per the HTML living standard. */
export function parseSseBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  let id: string | undefined;
  let retry: number | undefined;
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const at = line.indexOf(':');
    const field = at === -1 ? line : line.slice(0, at);
    let value = at === -1 ? '' : line.slice(at + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }
  if (data.length === 0 && retry === undefined) return null;
  return {
    event,
    data: data.join('\n'),
    ...(id === undefined ? {} : { id }),
    ...(retry === undefined ? {} : { retry }),
  };
}

/** Statuses after which reconnecting cannot help. */
const FINAL_STATUSES = new Set([401, 403, 404, 405, 422]);

/**
 * Chat and hiring (spec 2 §7): projectChats, projectChat, sendChatMessage, uploadChatFiles,
 * hireDesigner, designers; plus `subscribe` to the live stream of new messages.
 */
export function createChatResource(transport: Transport): ChatResource {
  const { chatStream, ...calls } = chatRoutes;
  return {
    ...bindRoutes<Omit<typeof chatEndpoints, 'chatStream'>>(transport, calls),
    /**
     * Live chat messages of a project (server-sent events on fetch streaming, so the bearer
     * headers go along; EventSource cannot send them). Reconnects after a drop; stops on a
     * 401/403/404 or when the returned function is called. A server failure goes through the
     * error catalogue (its toast) once per outage: retries that fail again only reach
     * `onError`, and wait longer each time, until a connection succeeds.
     */
    subscribe(
      projectId: number | string,
      onMessage: (event: ChatStreamEvent) => void,
      options: SubscribeOptions = {},
    ): () => void {
      const controller = new AbortController();
      let closed = false;
      let delay = options.reconnectDelayMs ?? 3000;
      let timer: ReturnType<typeof setTimeout> | undefined;
      /** Failed connection attempts since the last good one. */
      let failures = 0;
      let eventSchema: Promise<GenericSchema> | undefined;
      const path = fillPath(chatStream.path, { projectId });

      const fail = (error: ApiError) => {
        options.onError?.(error);
      };
      const reconnect = () => {
        if (closed) return;
        const wait =
          failures > 0 ? Math.min(delay * 2 ** (failures - 1), MAX_RECONNECT_DELAY_MS) : delay;
        timer = setTimeout(() => void connect(), wait);
      };
      const deliver = (message: ServerSentEvent) => {
        if (message.retry !== undefined) delay = message.retry;
        if (message.event !== 'message' || message.data === '') return;
        let json: unknown;
        try {
          json = JSON.parse(message.data);
        } catch (cause) {
          fail(
            new InvalidResponseError('A chat event is not JSON.', { body: message.data, cause }),
          );
          return;
        }
        if (!transport.validates) {
          onMessage(json as ChatStreamEvent);
          return;
        }
        // Loaded once from the contract; events stay in order (they wait on one promise).
        eventSchema ??= responseSchemaOf(chatStream);
        void eventSchema.then((schema) => {
          if (closed) return;
          const parsed = checkWith(schema, json);
          if (parsed.success) onMessage(parsed.output as ChatStreamEvent);
          else
            fail(
              new InvalidResponseError('A chat event does not match its schema.', { body: json }),
            );
        });
      };

      const connect = async () => {
        let response: Response;
        try {
          const { 'Content-Type': _drop, ...headers } = transport.headers();
          response = await transport.fetch(joinUrl(transport.baseURL(), path), {
            headers: { ...headers, Accept: 'text/event-stream' },
            signal: controller.signal,
          });
        } catch (cause) {
          if (closed) return;
          const interpretation = interpretNetworkFailure(cause, false);
          failures += 1;
          fail(interpretation.error);
          reconnect();
          return;
        }
        if (response.status !== 200) {
          const text = await response.text().catch(() => '');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {}
          const interpretation = interpretResponse(response.status, body);
          failures += 1;
          const final = FINAL_STATUSES.has(response.status);
          // One toast per outage, not one per retry.
          if (final || failures === 1) transport.notify(interpretation);
          if (!interpretation.ok) fail(interpretation.error);
          if (final) closed = true;
          reconnect();
          return;
        }
        failures = 0;
        if (!response.body) {
          reconnect();
          return;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
            buffer = blocks.pop() ?? '';
            for (const block of blocks) {
              const message = parseSseBlock(block);
              if (message) deliver(message);
            }
          }
        } catch {
          // Aborted by close(), or the connection dropped: reconnect below unless closed.
        }
        reconnect();
      };

      void connect();
      return () => {
        closed = true;
        if (timer !== undefined) clearTimeout(timer);
        controller.abort();
      };
    },
  };
}
/** The chat calls (generated from the contract: api-types.ts) and the live stream. */
export interface ChatResource extends ChatCalls {
  /**
   * Live chat messages of a project (server-sent events). Reconnects after a drop; stops on a
   * 401/403/404 or when the returned function is called.
   */
  subscribe(
    projectId: number | string,
    onMessage: (event: ChatStreamEvent) => void,
    options?: SubscribeOptions,
  ): () => void;
}
