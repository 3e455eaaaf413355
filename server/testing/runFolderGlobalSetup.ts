// The server project's global setup: a folder for the run's demo template (demoTemplate.ts).
import { makeRunFolder } from './runFolder';

export default function globalSetup(): void {
  makeRunFolder();
}
