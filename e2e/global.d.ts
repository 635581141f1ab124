export {};
declare global {
  interface Window {
    __hospohireSingletons?: Record<string, Record<string, unknown>>;
  }
}
