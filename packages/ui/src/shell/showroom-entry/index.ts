export { type ShowroomHit, ShowroomIdEntry, type ShowroomIdEntryProps } from './showroom-entry';
export { ShowroomModal, type ShowroomModalProps } from './showroom-modal';
