import { RetryPlugin } from '@module-federation/retry-plugin';

// A remote's entry script that fails to load is tried again before the area shows its fallback.
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
}
