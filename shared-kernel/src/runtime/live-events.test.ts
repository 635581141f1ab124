import { publishLiveEvent, subscribeLiveEvents } from './live-events';

test('every subscriber hears a published live event until it unsubscribes', () => {
  const heard: string[] = [];
  const stop = subscribeLiveEvents((e) => heard.push(e.type));
  publishLiveEvent({ type: 'application.status', raw: {} });
  stop();
  publishLiveEvent({ type: 'message.new', raw: {} });
  expect(heard).toEqual(['application.status']);
});

test('a failing listener does not stop the others', () => {
  const heard: string[] = [];
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const a = subscribeLiveEvents(() => {
    throw new Error('boom');
  });
  const b = subscribeLiveEvents((e) => heard.push(e.type));
  publishLiveEvent({ type: 'x', raw: null });
  a();
  b();
  expect(heard).toEqual(['x']);
});
