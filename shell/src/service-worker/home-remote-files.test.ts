import { homeRemoteFiles, remoteFilesBase } from './home-remote-files';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [{ assets: { js: { sync: ['49.d3d3e884.js'], async: [] }, css: { sync: [], async: [] } } }],
  exposes: [{ assets: { js: { sync: ['lifecycles.1a2b3c4d.js'], async: ['id-card.5e6f7a8b.js', '49.d3d3e884.js'] }, css: { sync: ['lifecycles.9c8d7e6f.css'], async: [] } } }],
};

describe('homeRemoteFiles', () => {
  it('lists the remote entry and every shared and exposed file beside the manifest, once each', () => {
    expect(homeRemoteFiles('https://cdn.example/home/1.0.0-7/mf-manifest.json', MANIFEST)).toEqual([
      'https://cdn.example/home/1.0.0-7/remoteEntry.js',
      'https://cdn.example/home/1.0.0-7/49.d3d3e884.js',
      'https://cdn.example/home/1.0.0-7/lifecycles.1a2b3c4d.js',
      'https://cdn.example/home/1.0.0-7/id-card.5e6f7a8b.js',
      'https://cdn.example/home/1.0.0-7/lifecycles.9c8d7e6f.css',
    ]);
  });

  it('uses a declared public path', () => {
    expect(remoteFilesBase('https://a.example/m/mf-manifest.json', { metaData: { publicPath: 'https://b.example/files/' } })).toBe('https://b.example/files/');
  });

  it('lists nothing for an answer that is not a manifest', () => {
    expect(homeRemoteFiles('https://a.example/mf-manifest.json', null)).toEqual([]);
    expect(homeRemoteFiles('https://a.example/mf-manifest.json', { shared: 'x' })).toEqual([]);
  });
});
