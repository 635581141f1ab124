// The contract's vocabularies: defined in ../vocabularies.ts, below the contract and the rules.
export * from '../vocabularies.js';
