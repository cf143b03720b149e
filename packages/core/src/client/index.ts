export type { Interpretation, InterpretOptions, Toast } from './catalogue';
export {
  CATALOGUE_MESSAGES,
  fieldErrorsOf,
  interpretNetworkFailure,
  interpretResponse,
  messageOf,
} from './catalogue';
export type { Client, ClientOptions } from './create-client';
export { createClient } from './create-client';
export type { ApiErrorCode, ApiErrorInit, FieldErrors } from './errors';
export {
  ApiError,
  ForbiddenError,
  InvalidResponseError,
  isApiError,
  MethodNotAllowedError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from './errors';
export type { ClientEventMap, Emitter, Listener, RequestInfo, UnauthorizedIntent } from './events';
export { createEmitter } from './events';
export type { BoundEndpoints } from './resources/bind';
export { bindEndpoints } from './resources/bind';
export type { ChatResource, ServerSentEvent, SubscribeOptions } from './resources/chat';
export { parseSseBlock } from './resources/chat';
export type { PageOptions, Pagination } from './resources/pagination';
export type {
  CallArgs,
  CallInput,
  MetaSource,
  RequestExtras,
  Transport,
  TransportOptions,
} from './transport';
export {
  cleanQuery,
  createTransport,
  defaultValidateResponses,
  fillPath,
  joinUrl,
  readMetaBaseUrl,
  toFormData,
} from './transport';
