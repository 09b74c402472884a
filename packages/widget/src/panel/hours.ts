// Business hours: whether people answer the chat now (the config's answer, switched at its next opening or closing
// time, since the config is cached), and the notice the chat shows while they are away.
import type { Dispatch, StateUpdater } from 'preact/hooks';
import { useEffect } from 'preact/hooks';
import type { PanelContext } from '../panel-context.js';
import type { WidgetStrings } from '../strings.js';
import { fill, intl } from '../strings.js';

/** Whether people answer now: the config's answer, switched at nextOpenAt / nextCloseAt (the config is cached). */
export function awayUntil(
  hours: NonNullable<PanelContext['store']['state']['config']['hours']>,
  now: number,
): { away: boolean; back: number | undefined } {
  const at = (t: string | null) => (t ? Date.parse(t) : undefined);
  const open = at(hours.nextOpenAt);
  const close = at(hours.nextCloseAt);
  const away = hours.open ? close !== undefined && now >= close : open === undefined || now < open;
  return { away, back: away ? open : undefined };
}

/**
 * The notice while people are away (the site's own text, else when they are back), or '' while they answer. `clock`
 * is the view's time and its setter: the notice moves it at the next opening or closing time, so it switches by itself.
 */
export function useAwayNotice(ctx: PanelContext, strings: WidgetStrings, [now, setNow]: [number, Dispatch<StateUpdater<number>>]): string {
  const { config } = ctx.store.state;
  const hours = config.hours && awayUntil(config.hours, now);
  const when = hours?.back
    ? intl((l) => new Intl.DateTimeFormat(l, { weekday: 'long', hour: 'numeric', minute: '2-digit' }), ctx.store.state.locale).format(
        hours.back,
      )
    : undefined;
  const next = config.hours && Date.parse((hours?.away ? config.hours.nextOpenAt : config.hours.nextCloseAt) ?? '');
  useEffect(() => {
    if (!next || next - Date.now() > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [next]);
  return hours?.away ? (config.hours?.awayMessage ?? (when ? fill(strings.away, { when }) : strings.awayNow)) : '';
}
