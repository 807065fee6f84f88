// Loyalty rules: membership levels (input schema, exactly one default), points earned by an
// order and the level a member's points reach. Owned by the "members" part of issue #15.
export {};
