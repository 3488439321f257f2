import { downloadFile } from './download-file';

describe('downloadFile', () => {
  it('downloads the file under its name through a link that does not stay, and frees it afterwards', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn(() => 'blob:http://localhost/1');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      const file = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
      downloadFile(file, 'id-cards.pdf');
      expect(createObjectURL).toHaveBeenCalledWith(file);
      expect(clicked.map((link) => [link.download, link.href])).toEqual([['id-cards.pdf', 'blob:http://localhost/1']]);
      expect(document.querySelector('a[download]')).toBeNull();
      expect(revokeObjectURL).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
    } finally {
      click.mockRestore();
      jest.useRealTimers();
    }
  });
});
