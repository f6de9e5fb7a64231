import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichDescription } from './rich-description';
import { parseInline } from './rich-text';

describe('RichDescription', () => {
  it('renders **bold** and *italic* as elements', () => {
    const { container } = render(
      <RichDescription text="Dogs **must** be on a lead *in summer*, and **never *ever* off** it." />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('must');
    expect(container.querySelector('em')).toHaveTextContent('in summer');
    expect(container.querySelector('strong em')).toHaveTextContent('ever');
    expect(container.querySelector('p')).toHaveTextContent(
      'Dogs must be on a lead in summer, and never ever off it.',
    );
  });

  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    const { container } = render(<RichDescription text={'First.\nStill first.\n\n\nSecond.'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[1]).toHaveTextContent('Second.');
  });

  it('never interprets HTML: tags show as text', () => {
    const text = '<img src=x onerror="alert(1)"> and <script>alert(2)</script>';
    const { container } = render(<RichDescription text={text} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('leaves lone asterisks and multiplication alone', () => {
    expect(parseInline('2 * 3 = 6')).toEqual(['2 * 3 = 6']);
    expect(parseInline('a ** b')).toEqual(['a ** b']);
  });
});
