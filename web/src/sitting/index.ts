export * from './format';
export * from './paths';
export * from './queries';
export * from './solution';
export { FlagIcon } from './icons';
export { ResultsView } from './ResultsView';
export { StackedCell, StackedHead, StackedTable } from './StackedTable';
