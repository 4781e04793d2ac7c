import { JudgingDb } from './judgingDb';

let instance: JudgingDb | undefined;

/** The app's one judging database, opened on first use (judges only). */
export function judgingDb(): JudgingDb {
  instance ??= new JudgingDb();
  return instance;
}
