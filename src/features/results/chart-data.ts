// The result view's chart series live in core (the Word report draws the same charts on the server).
export * from '../../core/contracts/results-charts';
