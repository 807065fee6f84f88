// A venue's online-ordering settings: the input schema with translated field errors, the guest
// page's slug rule. Owned by the "settings" part of issue #15.
export {};
