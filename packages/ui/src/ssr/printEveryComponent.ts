// Entry point of the plain-Node check (renderEveryComponent.test.ts): prints what each component rendered.
import { renderEveryComponent } from './renderEveryComponent';

console.log(JSON.stringify(renderEveryComponent()));
