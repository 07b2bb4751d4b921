import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImagePreview } from './image-preview';

describe('ImagePreview', () => {
  it('shows a spinner until the image loads', () => {
    render(<ImagePreview src="/a.webp" alt="Ad creative" onClose={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading preview');
    fireEvent.load(screen.getByRole('img', { name: 'Ad creative' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('caps the media at 94 % of the screen height', () => {
    render(<ImagePreview src="/a.webp" alt="Ad creative" onClose={jest.fn()} />);
    expect(screen.getByRole('img', { name: 'Ad creative' })).toHaveStyle({ maxHeight: '94vh' });
  });

  it('shows the spinner again for a new source', () => {
    const { rerender } = render(<ImagePreview src="/a.webp" alt="Ad" onClose={jest.fn()} />);
    fireEvent.load(screen.getByRole('img', { name: 'Ad' }));
    rerender(<ImagePreview src="/b.webp" alt="Ad" onClose={jest.fn()} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('plays a video source and hides the spinner once its data loaded', () => {
    const { container } = render(
      <ImagePreview src="/v.mp4" kind="video" alt="Ad video" onClose={jest.fn()} />,
    );
    const video = container.ownerDocument.querySelector('video');
    expect(video).toHaveAttribute('src', '/v.mp4');
    fireEvent.loadedData(video!);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on the close button', async () => {
    const onClose = jest.fn();
    render(<ImagePreview src="/a.webp" alt="Ad" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click', async () => {
    const onClose = jest.fn();
    render(<ImagePreview src="/a.webp" alt="Ad" onClose={onClose} />);
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is a dialog named after the media, absent without a source', () => {
    const { rerender } = render(<ImagePreview src="/a.webp" alt="Ad" onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Ad' })).toBeInTheDocument();
    rerender(<ImagePreview src={null} alt="Ad" onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
