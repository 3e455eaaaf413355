import { removeRunFolder } from './runFolder';

export default function globalTeardown(): void {
  removeRunFolder();
}
