// The demo test bank's two math tests: SAT-style questions with four options, the key, and worked
// steps; formulas are written $…$ (KaTeX on screen). Loaded through the same test-file import an
// author uses (seed/demo-content.ts).
import type { TestInput } from '@prep/domain';

/** A question as the demo writes it: header, text, options, the key's position (1-based), steps. */
export type DemoQuestion = [header: string, text: string, options: string[], key: number, steps: string[]];

export interface DemoTest {
  test: TestInput;
  questions: DemoQuestion[];
}

const satMath = (name: string, description: string, category: string, duration: string): TestInput => ({
  test_name: name,
  test_description: description,
  test_type: 'SAT',
  section: 'math',
  answer_type: 'A - H',
  subject_category: category,
  test_booklet_year: '2026',
  test_lang_type: 'English',
  section_duration: duration,
  test_level: 'Intermediate',
});

export const MATH_1: DemoTest = {
  test: satMath('SAT Practice Test 1', 'Algebra and functions, calculator allowed', 'Algebra', '00:25:00'),
  questions: [
    [
      'Linear equations',
      'If $3x + 5 = 20$, what is the value of $x$?',
      ['3', '5', '15', '$\\frac{25}{3}$'],
      2,
      ['Subtract 5 from both sides: $3x = 15$.', 'Divide both sides by 3: $x = 5$.'],
    ],
    [
      'Evaluating expressions',
      'What is the value of $2a - b$ when $a = 4$ and $b = -3$?',
      ['5', '11', '-11', '1'],
      2,
      ['Substitute: $2(4) - (-3)$.', 'Subtracting a negative adds: $8 + 3 = 11$.'],
    ],
    [
      'Polynomials',
      'Which expression is equivalent to $(x + 3)^2$?',
      ['$x^2 + 9$', '$x^2 + 6x + 9$', '$x^2 + 3x + 9$', '$2x + 6$'],
      2,
      ['Write it as a product: $(x + 3)(x + 3)$.', 'Multiply out: $x^2 + 3x + 3x + 9$.', 'Combine: $x^2 + 6x + 9$.'],
    ],
    [
      'Lines',
      'Which point lies on the line $y = 2x - 7$?',
      ['$(0, 7)$', '$(2, -3)$', '$(3, 1)$', '$(-1, -5)$'],
      2,
      ['Put each x into the equation.', 'For $x = 2$: $y = 2(2) - 7 = -3$, which matches $(2, -3)$.'],
    ],
    [
      'Slope',
      'What is the slope of the line through $(1, 2)$ and $(4, 11)$?',
      ['3', '$\\frac{1}{3}$', '9', '-3'],
      1,
      ['Slope is $\\frac{y_2 - y_1}{x_2 - x_1}$.', '$\\frac{11 - 2}{4 - 1} = \\frac{9}{3} = 3$.'],
    ],
    [
      'Functions',
      'If $f(x) = x^2 - 4x + 1$, what is $f(3)$?',
      ['-2', '4', '22', '-4'],
      1,
      ['Substitute 3 for x: $3^2 - 4(3) + 1$.', '$9 - 12 + 1 = -2$.'],
    ],
    [
      'Systems of equations',
      'If $x + y = 10$ and $x - y = 4$, what is the value of $x$?',
      ['3', '6', '7', '14'],
      3,
      ['Add the two equations: $2x = 14$.', 'Divide by 2: $x = 7$ (and then $y = 3$).'],
    ],
    [
      'Absolute value',
      'Which value of $x$ satisfies $|x - 3| = 5$ and $x < 0$?',
      ['-8', '-2', '2', '8'],
      2,
      ['$x - 3 = 5$ or $x - 3 = -5$.', 'So $x = 8$ or $x = -2$.', 'Only $x = -2$ is negative.'],
    ],
    [
      'Linear models',
      'A gym charges a sign-up fee of 25 dollars plus 15 dollars per month. Which function gives the total cost $C$, in dollars, after $m$ months?',
      ['$C = 25m + 15$', '$C = 15m + 25$', '$C = 40m$', '$C = 25 - 15m$'],
      2,
      ['The monthly charge grows with m: $15m$.', 'The fee is paid once: add 25.', '$C = 15m + 25$.'],
    ],
    [
      'Linear equations',
      'If $\\frac{x}{4} + 2 = 5$, what is the value of $x$?',
      ['3', '12', '28', '8'],
      2,
      ['Subtract 2: $\\frac{x}{4} = 3$.', 'Multiply by 4: $x = 12$.'],
    ],
    [
      'Quadratics',
      'What are the solutions of $x^2 - 5x + 6 = 0$?',
      ['$x = 2$ and $x = 3$', '$x = -2$ and $x = -3$', '$x = 1$ and $x = 6$', '$x = -1$ and $x = 6$'],
      1,
      [
        'Find two numbers with product 6 and sum -5: -2 and -3.',
        'Factor: $(x - 2)(x - 3) = 0$.',
        '$x = 2$ or $x = 3$.',
      ],
    ],
    [
      'Inequalities',
      'Which inequality is equivalent to $-2x + 3 > 9$?',
      ['$x > -3$', '$x < -3$', '$x > 3$', '$x < 3$'],
      2,
      ['Subtract 3: $-2x > 6$.', 'Divide by -2 and reverse the sign: $x < -3$.'],
    ],
    [
      'Exponents',
      'If $2^x = 32$, what is the value of $x$?',
      ['4', '5', '6', '16'],
      2,
      ['Write 32 as a power of 2: $32 = 2^5$.', 'So $x = 5$.'],
    ],
    [
      'Intercepts',
      'What is the $y$-intercept of the line $3x + 2y = 12$?',
      ['4', '6', '12', '-6'],
      2,
      ['The y-intercept is where $x = 0$.', '$2y = 12$, so $y = 6$.'],
    ],
    [
      'Percentages',
      'A number increased by 20% is 72. What is the number?',
      ['52', '57.6', '60', '86.4'],
      3,
      ['Increasing by 20% multiplies by 1.2: $1.2n = 72$.', '$n = \\frac{72}{1.2} = 60$.'],
    ],
    [
      'Functions',
      'If $g(x) = 3x - 2$, for what value of $x$ is $g(x) = 13$?',
      ['5', '$\\frac{11}{3}$', '37', '13'],
      1,
      ['Set $3x - 2 = 13$.', 'Add 2: $3x = 15$, so $x = 5$.'],
    ],
    [
      'Exponents',
      'Which expression is equivalent to $\\frac{6x^3y^2}{2xy}$, for nonzero $x$ and $y$?',
      ['$3x^2y$', '$4x^2y$', '$3x^3y^2$', '$3xy$'],
      1,
      ['Divide the numbers: $\\frac{6}{2} = 3$.', 'Subtract exponents: $x^{3-1} = x^2$ and $y^{2-1} = y$.'],
    ],
    [
      'Parallel lines',
      'Which line is parallel to $y = -\\frac{1}{2}x + 4$?',
      ['$y = 2x + 4$', '$y = -\\frac{1}{2}x - 3$', '$y = \\frac{1}{2}x + 4$', '$y = -2x + 1$'],
      2,
      [
        'Parallel lines have the same slope.',
        'The slope here is $-\\frac{1}{2}$; only $y = -\\frac{1}{2}x - 3$ has it.',
      ],
    ],
    [
      'Word problems',
      'The sum of three consecutive integers is 72. What is the largest of the three?',
      ['23', '24', '25', '26'],
      3,
      ['Call them $n$, $n + 1$, $n + 2$: $3n + 3 = 72$.', '$n = 23$, so the integers are 23, 24 and 25.'],
    ],
    [
      'Radical equations',
      'If $\\sqrt{x + 7} = 4$, what is the value of $x$?',
      ['3', '9', '16', '23'],
      2,
      ['Square both sides: $x + 7 = 16$.', 'Subtract 7: $x = 9$. Check: $\\sqrt{16} = 4$.'],
    ],
  ],
};

export const MATH_2: DemoTest = {
  test: satMath('SAT Practice Test 2', 'Geometry and trigonometry', 'Geometry', '00:20:00'),
  questions: [
    [
      'Area',
      'A rectangle has length 9 and width 4. What is its area?',
      ['13', '26', '36', '40'],
      3,
      ['Area = length × width.', '$9 \\times 4 = 36$.'],
    ],
    [
      'Circles',
      'A circle has radius 5. What is its area?',
      ['$10\\pi$', '$25\\pi$', '$5\\pi$', '$100\\pi$'],
      2,
      ['$A = \\pi r^2$.', '$\\pi \\cdot 5^2 = 25\\pi$.'],
    ],
    [
      'Right triangles',
      'The legs of a right triangle measure 6 and 8. How long is the hypotenuse?',
      ['7', '10', '14', '48'],
      2,
      ['Pythagorean theorem: $c^2 = a^2 + b^2$.', '$c^2 = 36 + 64 = 100$.', '$c = 10$.'],
    ],
    [
      'Triangles',
      'Two angles of a triangle measure $50^\\circ$ and $60^\\circ$. What is the third angle?',
      ['$60^\\circ$', '$70^\\circ$', '$80^\\circ$', '$110^\\circ$'],
      2,
      ['The angles of a triangle add up to $180^\\circ$.', '$180 - 50 - 60 = 70$.'],
    ],
    [
      'Circles',
      'What is the circumference of a circle with diameter 12?',
      ['$6\\pi$', '$12\\pi$', '$24\\pi$', '$36\\pi$'],
      2,
      ['$C = \\pi d$.', '$\\pi \\cdot 12 = 12\\pi$.'],
    ],
    [
      'Trigonometry',
      'In right triangle $ABC$, angle $C$ is the right angle and $\\sin A = \\frac{3}{5}$. What is $\\cos A$?',
      ['$\\frac{3}{4}$', '$\\frac{4}{5}$', '$\\frac{5}{3}$', '$\\frac{5}{4}$'],
      2,
      ['Opposite 3, hypotenuse 5: the adjacent side is $\\sqrt{25 - 9} = 4$.', '$\\cos A = \\frac{4}{5}$.'],
    ],
    [
      'Volume',
      'What is the volume of a cube with edges of length 3?',
      ['9', '18', '27', '81'],
      3,
      ['$V = s^3$.', '$3^3 = 27$.'],
    ],
    [
      'Distance',
      'What is the distance between the points $(1, 1)$ and $(4, 5)$?',
      ['3', '4', '5', '7'],
      3,
      ['$d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$.', '$\\sqrt{3^2 + 4^2} = \\sqrt{25} = 5$.'],
    ],
    [
      'Volume',
      'A cylinder has radius 2 and height 5. What is its volume?',
      ['$10\\pi$', '$20\\pi$', '$40\\pi$', '$100\\pi$'],
      2,
      ['$V = \\pi r^2 h$.', '$\\pi \\cdot 4 \\cdot 5 = 20\\pi$.'],
    ],
    [
      'Midpoints',
      'What is the midpoint of the segment from $(-2, 4)$ to $(6, 10)$?',
      ['$(2, 7)$', '$(4, 14)$', '$(4, 3)$', '$(8, 6)$'],
      1,
      ['Average the coordinates.', '$\\left(\\frac{-2 + 6}{2}, \\frac{4 + 10}{2}\\right) = (2, 7)$.'],
    ],
    [
      'Radians',
      'An angle measures $\\frac{\\pi}{3}$ radians. What is its measure in degrees?',
      ['$30^\\circ$', '$45^\\circ$', '$60^\\circ$', '$120^\\circ$'],
      3,
      ['$\\pi$ radians is $180^\\circ$.', '$\\frac{180}{3} = 60$.'],
    ],
    [
      'Similar triangles',
      'A triangle has sides 3, 4 and 5. A similar triangle has longest side 15. What is its shortest side?',
      ['6', '9', '12', '15'],
      2,
      ['The scale factor is $\\frac{15}{5} = 3$.', 'The shortest side is $3 \\times 3 = 9$.'],
    ],
    [
      'Circle equations',
      'What are the center and the radius of the circle $(x - 2)^2 + (y + 3)^2 = 16$?',
      [
        'center $(2, -3)$, radius 4',
        'center $(-2, 3)$, radius 4',
        'center $(2, -3)$, radius 16',
        'center $(-2, 3)$, radius 16',
      ],
      1,
      ['The form is $(x - h)^2 + (y - k)^2 = r^2$.', '$h = 2$, $k = -3$ and $r = \\sqrt{16} = 4$.'],
    ],
    [
      'Polygons',
      'What is the sum of the interior angles of a hexagon?',
      ['$540^\\circ$', '$720^\\circ$', '$900^\\circ$', '$1080^\\circ$'],
      2,
      ['The sum is $(n - 2) \\cdot 180^\\circ$.', 'For $n = 6$: $4 \\cdot 180 = 720$.'],
    ],
    [
      'Right triangles',
      'A 13-foot ladder leans against a wall with its foot 5 feet from the wall. How high up the wall does it reach?',
      ['8', '10', '12', '18'],
      3,
      ['The ladder is the hypotenuse: $h^2 + 5^2 = 13^2$.', '$h^2 = 169 - 25 = 144$, so $h = 12$.'],
    ],
  ],
};
