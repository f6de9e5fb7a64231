import type { FastifyInstance } from 'fastify';
import { addDays, fromLondon, todayInLondon } from '@shared/london-time';

/** The daily run's time, in minutes after London midnight: 07:00, before people plan the day. */
const runAtMinute = 7 * 60;

/** The next 07:00 in London after `now`. */
export function nextRunAfter(now: Date): Date {
  const today = todayInLondon(now);
  const atToday = fromLondon({ ...today, minute: runAtMinute });
  return atToday > now ? atToday : fromLondon({ ...addDays(today, 1), minute: runAtMinute });
}

/**
 * Runs the alerts once when the app is ready (catching up on a run missed while no instance was
 * up) and then every day at 07:00 London; stopped when the app closes, after the run in progress.
 * Every instance runs it: the claims make the alerts go out once.
 */
export function startAlertJob(app: FastifyInstance) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closing = false;
  const run = () => {
    app.alerts.track(
      app.alerts.runDaily(app.catalogue.now()).then((sent) => {
        if (sent > 0) app.log.info({ sent }, 'rule-change alerts sent');
      }),
    );
  };
  const schedule = () => {
    if (closing) return;
    const now = new Date();
    timer = setTimeout(
      () => {
        run();
        schedule();
      },
      nextRunAfter(now).getTime() - now.getTime(),
    );
    timer.unref();
  };
  app.addHook('onReady', async () => {
    run();
    schedule();
  });
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
  });
}
