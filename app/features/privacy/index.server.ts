// The privacy feature's server entry: what is stored about one person and its erasure (the
// staff command's `person show|erase`), and the retention clean-up of the cron. Both leave a
// record in the erasures table, which the daily digest (staff-mail) reports.
export { ERASED_BY, UNANSWERED_QUESTION_RETENTION_DAYS, type PrivacyStore } from "./store.server";
export {
  erasePerson,
  findPerson,
  personDocument,
  type ErasureCounts,
  type PersonRecords,
  type StoredRecording,
} from "./person.server";
export { PERSON_DOCUMENT_NAME, personArchive } from "./person-archive.server";
export { holdsAnything } from "./person-summary.server";
export { applyRetention } from "./retention.server";
