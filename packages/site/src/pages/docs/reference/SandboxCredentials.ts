/** The API key pair the try-it forms send as x-api-key and x-app-username. */
export interface SandboxCredentials {
  apiKey: string;
  apiUsername: string;
}
