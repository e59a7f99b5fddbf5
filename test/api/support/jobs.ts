import type { JobsService } from '../../../api/src/modules/jobs/jobs.service';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs passes until one finds nothing due (a pass joined while running may have missed newer jobs). */
export async function drainJobs(service: JobsService) {
  for (let i = 0; i < 20; i += 1) if ((await service.runDue()) === 0) return;
}
