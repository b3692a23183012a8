export * from './playgroundUrl';
export * from './bodyExampleFor';
