import { jestConfig } from '@adlens/tools/jest';

// The page test kit renders data routes, which need the Fetch API.
export default jestConfig({ environment: 'data-router' });
