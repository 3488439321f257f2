import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task only after the delay', () => {
    const task = jest.fn();
    whenIdle(task, 2000);
    jest.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    // jsdom has no requestIdleCallback: the delay alone.
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for an idle main thread where the browser can tell', () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({} as IdleDeadline)) as unknown as number);
    window.cancelIdleCallback = jest.fn();
    try {
      const task = jest.fn();
      whenIdle(task, 100);
      jest.advanceTimersByTime(100);
      expect(task).not.toHaveBeenCalled();
      idle.forEach((run) => run());
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });

  it('does nothing once cancelled', () => {
    const task = jest.fn();
    whenIdle(task, 100)();
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
