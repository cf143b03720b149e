export {
  OneTimeCodeEntry,
  type OneTimeCodeEntryProps,
  type OneTimeCodeResult,
} from './one-time-code';
