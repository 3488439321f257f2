import { Amplify } from 'aws-amplify';
import { signIn, fetchAuthSession, confirmSignIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sharedInMemoryStorage } from 'aws-amplify/utils';
import { createIdentityServer } from './index';

const server = createIdentityServer({ logger: { debug(){}, info: (m, c) => console.log(m, c), warn(){}, error: (m,c)=>console.log('ERR', m, c) } });
await server.listen({ port: 0, host: '127.0.0.1' });
const url = `http://localhost:${(server.server.address() as any).port}`;
Amplify.configure({ Auth: { Cognito: { userPoolEndpoint: url, userPoolId: 'us-east-1_MemberLocal', userPoolClientId: 'memberweblocalclient' } } });
cognitoUserPoolsTokenProvider.setKeyValueStorage(sharedInMemoryStorage);
console.log(await signIn({ username: 'hra.primary@example.com', password: 'Member-Sandbox-2026!' }));
const s = await fetchAuthSession();
console.log(s.tokens?.idToken?.payload);
await signOut();
try { await signIn({ username: 'hra.primary@example.com', password: 'wrong-password' }); } catch (e: any) { console.log(e.name, e.message); }
console.log(await signIn({ username: 'mfa@example.com', password: 'Member-Sandbox-2026!' }));
console.log(await confirmSignIn({ challengeResponse: '123456' }));
await server.close();
