/**
 * The browser-injected wallet of part 2 §3 "Wallet" and §7 "Crypto wallet" (EIP-1193: `window.ethereum`), asked for
 * its accounts and chain id. No network of ours is involved: the wallet extension answers.
 */
interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export interface WalletConnection {
  address: string;
  chainId: string;
}

/** No injected wallet: part 2 §8 "not found (install a browser wallet)". */
export class WalletNotFoundError extends Error {
  constructor() {
    super('No browser wallet found');
    this.name = 'WalletNotFoundError';
  }
}

const injected = (): Eip1193Provider | null => {
  const candidate = (globalThis as { ethereum?: unknown }).ethereum;
  return candidate && typeof (candidate as Eip1193Provider).request === 'function' ? (candidate as Eip1193Provider) : null;
};

/** eth_requestAccounts (the wallet asks the shopper), then eth_chainId. */
export async function connectWallet(provider: Eip1193Provider | null = injected()): Promise<WalletConnection> {
  if (!provider) throw new WalletNotFoundError();
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
  if (!address) throw new Error('The wallet gave no account');
  const chainId = await provider.request({ method: 'eth_chainId' });
  return { address, chainId: typeof chainId === 'string' ? chainId : String(chainId) };
}
