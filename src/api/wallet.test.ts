import { describe, expect, it } from 'vitest';
import { connectWallet, WalletNotFoundError } from './wallet.ts';

describe('the browser wallet (part 2 §3 "Wallet", EIP-1193)', () => {
  it('asks for the accounts, then the chain id', async () => {
    const asked: string[] = [];
    const provider = {
      request: async ({ method }: { method: string }) => {
        asked.push(method);
        return method === 'eth_requestAccounts' ? ['0xAbC0000000000000000000000000000000000001'] : '0x1';
      },
    };
    await expect(connectWallet(provider)).resolves.toEqual({ address: '0xAbC0000000000000000000000000000000000001', chainId: '0x1' });
    expect(asked).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it('no injected wallet is "not found"; a refusal or no account fails', async () => {
    await expect(connectWallet(null)).rejects.toBeInstanceOf(WalletNotFoundError);
    await expect(connectWallet({ request: async () => { throw new Error('User rejected the request.'); } })).rejects.toThrow('User rejected');
    await expect(connectWallet({ request: async () => [] })).rejects.toThrow('no account');
  });
});
