/**
 * @brand/showroom-embed for bundlers: the React wrapper, the element registration and the
 * types of the host protocol. The script-tag loader is served by the marketplace at
 * /embed/v1/showroom.js (see docs/embed.md).
 */
export {
  type BrandShowroomApi,
  ELEMENT_NAME,
  EVENT_NAMES,
  EVENT_PREFIX,
  eventName,
  OBSERVED_ATTRIBUTES,
  PROTOCOL_VERSION,
  type ShowroomAttribute,
  type ShowroomCartDetail,
  type ShowroomCartLine,
  type ShowroomEvent,
  type ShowroomEventDetailMap,
  type ShowroomEventName,
  type ShowroomListener,
  type VersionedEventName,
} from './protocol.ts';
export { ShowroomEmbed, type ShowroomEmbedProps } from './react.tsx';
export { registerShowroomElement } from './register.ts';
