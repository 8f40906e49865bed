/** Spec §4: 'some alarm closed' — the shell's badge refreshes at once when it fires. */
export const ALARM_CLOSED_EVENT = 'some-alarm-closed';
export const notifyAlarmClosed = () => window.dispatchEvent(new Event(ALARM_CLOSED_EVENT));
