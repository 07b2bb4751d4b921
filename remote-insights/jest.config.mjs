import { jestConfig } from '@adlens/tools/jest';

export default jestConfig({ environment: 'data-router' });
