/** What loading a remote module gives when the remote could not be loaded. */
export interface RemoteUnavailable {
  readonly remoteUnavailable: true;
  readonly id: string;
  readonly message: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && 'remoteUnavailable' in value;
}
