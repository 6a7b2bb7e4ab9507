// The local GitHub's one account and token (apps/server/test/github-server.ts), for the tests
// that sign in to it: only the harness imports the server's code.
export { TEST_GITHUB_LOGIN, TEST_GITHUB_TOKEN } from '../../../server/test/github-server';
