// Filled in by issue #14 (see the owners in /work/wt/prompts14/parts.md).
export {};
