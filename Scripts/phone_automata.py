"""Digit-pattern automata for Scripts/generate-phone-metadata.py.

The same construction as the Swift run time (Sources/MaskKit/Presets/Phone/Patterns): the pattern is
parsed into a program for a backtracking machine (DigitPatternParser.swift, DigitPatternEmitter), and
the program into a deterministic automaton by the subset construction (DigitAutomaton.swift), states
numbered in the order they are found. `PhoneGeneratedAutomataTests` holds every generated automaton to
the one the run time builds from the same pattern.

An automaton is written as text (the encoding `DigitAutomaton.init(encoded:)` reads):

    width   "1" when every state number fits one character of ALPHABET, else "2"
    state   one character: ALPHABET[(1 if the pattern has matched here) | (2 if it has matched if the
            input ends here)], then runs covering digits 0 to 9 in order, each run its length as
            ALPHABET[length] and its target: "." for none, else the state number in `width`
            characters of ALPHABET, most significant first.
"""

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/"
STATE_LIMIT = 4096
LARGEST_COUNT = 64
DIGIT_ALL = 0x3FF


class _Outside(Exception):
    """The pattern is outside the supported subset."""


class _Parser:
    def __init__(self, source):
        self.bytes = source.encode("utf-8")
        self.index = 0
        self.groups = 0

    def current(self):
        return self.bytes[self.index] if self.index < len(self.bytes) else None

    def take(self, char):
        if self.current() == ord(char):
            self.index += 1
            return True
        return False

    @staticmethod
    def digit(byte):
        return byte - 48 if byte is not None and 48 <= byte <= 57 else None

    def whole(self):
        tree = self.alternation()
        if self.index != len(self.bytes):
            raise _Outside()
        return tree

    def alternation(self):
        branches = [self.sequence()]
        while self.take("|"):
            branches.append(self.sequence())
        return branches[0] if len(branches) == 1 else ("alternation", branches)

    def sequence(self):
        parts = []
        while self.current() is not None and self.current() not in (ord("|"), ord(")")):
            parts.append(self.quantifier(self.atom()))
        return parts[0] if len(parts) == 1 else ("sequence", parts)

    def atom(self):
        byte = self.current()
        if byte is None:
            raise _Outside()
        self.index += 1
        if 48 <= byte <= 57:
            return ("digits", 1 << (byte - 48))
        if byte == ord("\\"):
            if not self.take("d"):
                raise _Outside()
            return ("digits", DIGIT_ALL)
        if byte == ord("["):
            return self.digit_class()
        if byte == ord("$"):
            return ("end",)
        if byte == ord("("):
            capture = None
            if self.take("?"):
                if not self.take(":"):
                    raise _Outside()
            else:
                capture = self.groups
                self.groups += 1
            inner = self.alternation()
            if not self.take(")"):
                raise _Outside()
            return ("group", inner, capture)
        if chr(byte) in "|)?*+{].^":
            raise _Outside()
        return ("digits", 0)

    def digit_class(self):
        negated = self.take("^")
        mask = 0
        while self.current() is not None and self.current() != ord("]"):
            byte = self.current()
            self.index += 1
            if byte == ord("\\") and self.take("d"):
                mask |= DIGIT_ALL
                continue
            low = self.digit(byte)
            if low is None:
                raise _Outside()
            if (self.current() == ord("-") and self.index + 1 < len(self.bytes)
                    and self.digit(self.bytes[self.index + 1]) is not None):
                high = self.digit(self.bytes[self.index + 1])
                self.index += 2
                if low > high:
                    raise _Outside()
                for value in range(low, high + 1):
                    mask |= 1 << value
            else:
                mask |= 1 << low
        if not self.take("]"):
            raise _Outside()
        return ("digits", ~mask & DIGIT_ALL if negated else mask)

    def count(self):
        value, digits = 0, 0
        while self.digit(self.current()) is not None:
            value = value * 10 + self.digit(self.current())
            digits += 1
            self.index += 1
            if value > LARGEST_COUNT:
                raise _Outside()
        if digits == 0:
            raise _Outside()
        return value

    def quantifier(self, atom):
        byte = self.current()
        if byte == ord("?"):
            self.index += 1
            return ("repetition", atom, 0, 1)
        if byte == ord("*"):
            self.index += 1
            return ("repetition", atom, 0, None)
        if byte == ord("+"):
            self.index += 1
            return ("repetition", atom, 1, None)
        if byte == ord("{"):
            self.index += 1
            minimum = self.count()
            maximum = minimum
            if self.take(","):
                maximum = None if self.current() == ord("}") else self.count()
            if not self.take("}") or (maximum is not None and maximum < minimum):
                raise _Outside()
            return ("repetition", atom, minimum, maximum)
        return atom


def _emit(node, program):
    kind = node[0]
    if kind == "digits":
        program.append(("digit", node[1]))
    elif kind == "sequence":
        for part in node[1]:
            _emit(part, program)
    elif kind == "alternation":
        jumps = []
        branches = node[1]
        for offset, branch in enumerate(branches):
            if offset < len(branches) - 1:
                split = len(program)
                program.append(("accept",))
                _emit(branch, program)
                jumps.append(len(program))
                program.append(("accept",))
                program[split] = ("split", split + 1, len(program))
            else:
                _emit(branch, program)
        for jump in jumps:
            program[jump] = ("jump", len(program))
    elif kind == "group":
        _, inner, capture = node
        if capture is not None:
            program.append(("save", 2 * capture))
        _emit(inner, program)
        if capture is not None:
            program.append(("save", 2 * capture + 1))
    elif kind == "repetition":
        _, inner, minimum, maximum = node
        for _ in range(minimum):
            _emit(inner, program)
        if maximum is not None:
            splits = []
            for _ in range(minimum, maximum):
                splits.append(len(program))
                program.append(("accept",))
                _emit(inner, program)
            for split in splits:
                program[split] = ("split", split + 1, len(program))
        else:
            loop = len(program)
            program.append(("accept",))
            _emit(inner, program)
            program.append(("jump", loop))
            program[loop] = ("split", loop + 1, len(program))
    elif kind == "end":
        program.append(("end",))


def program(source):
    """The machine program of `source` (a pattern outside the subset never matches)."""
    try:
        tree = _Parser(source).whole()
    except _Outside:
        return [("digit", 0)]
    instructions = []
    _emit(tree, instructions)
    instructions.append(("accept",))
    return instructions


def _closure(instructions, starts):
    digits, here, at_end = [], False, False
    seen, stack, end_stack = set(), list(reversed(starts)), []
    while stack:
        pc = stack.pop()
        if pc >= len(instructions) or pc in seen:
            continue
        seen.add(pc)
        step = instructions[pc]
        if step[0] == "digit":
            digits.append(pc)
        elif step[0] == "split":
            stack += [step[2], step[1]]
        elif step[0] == "jump":
            stack.append(step[1])
        elif step[0] == "save":
            stack.append(pc + 1)
        elif step[0] == "end":
            end_stack.append(pc + 1)
        else:
            here = True
    seen_at_end = set()
    while end_stack:
        pc = end_stack.pop()
        if pc >= len(instructions) or pc in seen_at_end:
            continue
        seen_at_end.add(pc)
        step = instructions[pc]
        if step[0] == "split":
            end_stack += [step[2], step[1]]
        elif step[0] == "jump":
            end_stack.append(step[1])
        elif step[0] in ("save", "end"):
            end_stack.append(pc + 1)
        elif step[0] == "accept":
            at_end = True
    return (tuple(sorted(digits)), here, at_end)


def automaton(source):
    """(transitions, accepts here, accepts at end) of `source`, or None past the state limit."""
    instructions = program(source)
    states, index, transitions, here, at_end = [], {}, [], [], []

    def add(closure):
        if closure in index:
            return index[closure]
        if len(states) >= STATE_LIMIT:
            return None
        index[closure] = len(states)
        states.append(closure[0])
        transitions.extend([-1] * 10)
        here.append(closure[1])
        at_end.append(closure[2])
        return index[closure]

    if add(_closure(instructions, [0])) is None:
        return None
    state = 0
    while state < len(states):
        for digit in range(10):
            moved = [pc + 1 for pc in states[state] if instructions[pc][1] & (1 << digit)]
            if moved:
                target = add(_closure(instructions, moved))
                if target is None:
                    return None
                transitions[state * 10 + digit] = target
        state += 1
    return transitions, here, at_end


def encode(source):
    """The automaton of `source` as text (see the module's documentation); empty past the state limit."""
    built = automaton(source)
    if built is None:
        return ""
    transitions, here, at_end = built
    width = 1 if len(here) <= len(ALPHABET) else 2
    out = [str(width)]
    for state in range(len(here)):
        out.append(ALPHABET[(1 if here[state] else 0) | (2 if at_end[state] else 0)])
        digit = 0
        while digit < 10:
            target = transitions[state * 10 + digit]
            end = digit
            while end < 10 and transitions[state * 10 + end] == target:
                end += 1
            out.append(ALPHABET[end - digit])
            if target < 0:
                out.append(".")
            elif width == 1:
                out.append(ALPHABET[target])
            else:
                out.append(ALPHABET[target // len(ALPHABET)] + ALPHABET[target % len(ALPHABET)])
            digit = end
    return "".join(out)
