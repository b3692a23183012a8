import { ServiceError } from './ServiceError';

/**
 * A file the service processed and refused for what it holds (too many entries, over a processing, output or memory
 * bound, not the type it claims). Unlike a refusal before processing or a busy answer, it cost the service its work,
 * so the gateway charges it as a served call (live: its price; sandbox: a call of the day's quota).
 */
export class FileRejectedError extends ServiceError {
  constructor(statusCode: number, message: string) {
    super(statusCode, message);
    this.name = 'FileRejectedError';
  }
}
