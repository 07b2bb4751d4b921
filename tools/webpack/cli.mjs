#!/usr/bin/env node
// Runs the package's webpack.config.mjs: `adlens-webpack build` or `adlens-webpack dev`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

const command = process.argv[2];
if (command !== 'build' && command !== 'dev') {
  console.error('usage: adlens-webpack build|dev');
  process.exit(2);
}
const mode = command === 'dev' ? 'development' : 'production';
const { default: configFactory } = await import(
  pathToFileURL(path.resolve('webpack.config.mjs')).href
);
const config = configFactory({}, { mode });
const compiler = webpack(config);

if (command === 'dev') {
  const server = new WebpackDevServer(config.devServer, compiler);
  await server.start();
} else {
  compiler.run((error, stats) => {
    compiler.close(() => {});
    if (error) {
      console.error(error);
      process.exit(1);
    }
    const output = stats.toString({ preset: 'errors-warnings', colors: false });
    if (output.trim()) console.log(output);
    if (stats.hasErrors() || stats.hasWarnings()) process.exit(1);
    console.log(`${config.output.uniqueName}: built in ${stats.endTime - stats.startTime} ms`);
  });
}
