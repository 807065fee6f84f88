// Opening hours of a venue's online ordering: weekly intervals (past midnight allowed), date
// exceptions, "open now" in the venue's time zone across DST changes, and pickup slots.
// Owned by the "hours" part of issue #15; guest ordering and the overview read it.
export {};
