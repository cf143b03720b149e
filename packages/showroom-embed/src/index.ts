/**
 * @brand/showroom-embed for bundlers: the element registration and the host protocol (names,
 * event payloads, commands), one name at a time. No React here: the React wrapper is
 * `@brand/showroom-embed/react`. The script-tag loader is served by the marketplace at
 * /embed/v1/showroom.js (see docs/embed.md).
 */
export {
  type BrandShowroomApi,
  ELEMENT_NAME,
  EVENT_NAMES,
  EVENT_PREFIX,
  eventName,
  LAYOUTS,
  OBSERVED_ATTRIBUTES,
  PROTOCOL_VERSION,
  type ShowroomAttribute,
  type ShowroomCartDetail,
  type ShowroomCartLine,
  type ShowroomEvent,
  type ShowroomEventDetailMap,
  type ShowroomEventMap,
  type ShowroomEventName,
  type ShowroomLayout,
  type ShowroomListener,
  type VersionedEventName,
} from './protocol.ts';
export { registerShowroomElement } from './register.ts';
