import { describe, expect, test } from 'vitest';
import { keyframes, styled } from 'styled-components';
import { render } from '../test/render';
import { AT_RULE_SHEET_ATTRIBUTE } from './atRuleSheet';

const atRuleElements = () => [
  ...document.head.querySelectorAll(`style[${AT_RULE_SHEET_ATTRIBUTE}]`),
];
const styledElement = () => document.head.querySelector('style[data-styled]');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const pulse = keyframes`
  50% { opacity: 0.25; }
`;

const Card = styled.div`
  outline-offset: 7px;
  animation: ${pulse} 1s infinite;

  @media (hover: hover) {
    &:hover {
      outline-width: 7px;
    }
  }

  @container (max-width: 17rem) {
    outline-style: dotted;
  }
`;

const Badge = styled.span`
  word-spacing: 3px;

  @media (prefers-reduced-motion: reduce) {
    word-spacing: 4px;
  }
`;

describe('AtRuleSplittingSheet, under every ThemeRoot', () => {
  test("keeps plain rules in styled-components' sheet and writes at-rules after it", async () => {
    const before = atRuleElements().length;
    render(<Card>card</Card>);
    await nextTask();

    const plain = styledElement()!.textContent;
    expect(plain).toContain('outline-offset:7px');
    expect(plain).not.toMatch(/@media|@container|@keyframes/);

    const added = atRuleElements().slice(before);
    expect(added).toHaveLength(1);
    const atRules = added[0]!.textContent;
    expect(atRules).toMatch(/@media \(hover: ?hover\)\{\.[\w-]+:hover\{outline-width:7px;\}\}/);
    expect(atRules).toMatch(
      /@container \(max-width: ?17rem\)\{\.[\w-]+\{outline-style:dotted;\}\}/,
    );
    expect(atRules).toContain(`@keyframes ${pulse.getName()}`);
    // Later in the document than the plain rules, so an at-rule still wins over its own base.
    expect(styledElement()!.compareDocumentPosition(added[0]!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  test('writes the at-rules of one task into one element, and a rendered component never again', async () => {
    const before = atRuleElements().length;
    const { rerender } = render(
      <>
        <Badge>one</Badge>
        <Card>card</Card>
      </>,
    );
    await nextTask();
    const added = atRuleElements().slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]!.textContent).toContain('word-spacing:4px');

    rerender(
      <>
        <Badge>two</Badge>
        <Badge>three</Badge>
      </>,
    );
    await nextTask();
    expect(atRuleElements()).toHaveLength(before + 1);
  });
});
