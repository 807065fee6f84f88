// Promo codes and stamp cards: input schemas (§5: a level or offer without a connected id is
// dropped), validity and limits, stamps an order earns. Owned by the "loyalty" part of issue #15.
export {};
