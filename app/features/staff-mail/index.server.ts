// The staff-mail feature's server entry: e-mail to staff about every lead, the daily digest,
// and their queue consumers.
export { queueLeadMail } from "./jobs.server";
export { deliverStaffMail, recordAbandonedStaffMail } from "./delivery.server";
export { DIGEST_CRON, queueDailyDigest, requeueMissingLeadMails } from "./schedule.server";
