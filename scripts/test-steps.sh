#!/usr/bin/env bash
# `npm test`: every test of the project as named steps, run in order, stopping at the first that fails, each one
# timed. The table at the end is what keeps the run inside its budget (README, "Tests"): a step that grows shows here
# before it pushes CI past its limit. `npm test -- vitest e2e` runs only the steps named.
# TEST_STEP_TIMES_FILE=<path> also writes "<step> <seconds> <ok|failed|skipped>" lines there (`.ci/run` reads them).
set -uo pipefail

cd "$(dirname "$0")/.."

all_steps=(typecheck lint vitest build e2e)
steps=("$@")
if [ ${#steps[@]} -eq 0 ]; then steps=("${all_steps[@]}"); fi

has_npm_script() {
  node -e "process.exit(require('./package.json').scripts?.[process.argv[1]] ? 0 : 1)" "$1"
}

run_step() {
  case "$1" in
    typecheck) npm run typecheck ;;
    lint)
      # The lint script arrives with issue 32's linter; until then the step says so instead of failing.
      if has_npm_script lint; then npm run lint; else echo "skipped: no lint script"; return 100; fi
      ;;
    vitest) npx vitest run ;;
    build) npm run build ;;
    e2e) npx playwright test ;;
    *)
      echo "unknown step '$1' (steps: ${all_steps[*]})" >&2
      return 2
      ;;
  esac
}

times_file="${TEST_STEP_TIMES_FILE:-}"
if [ -n "$times_file" ]; then : >"$times_file"; fi
names=()
seconds=()
outcomes=()
total_start=$SECONDS
failed=""

# Lint (`npm run lint`: eslint, then prettier) runs beside typecheck when both are asked for, split to even out the two
# cores CI has (tsc, eslint and prettier are each single-threaded): eslint, the longest, starts beside typecheck, and
# prettier follows typecheck on its core. Lint's output is shown, and its time counted from its own start, when its
# turn in the table comes.
lint_beside=""
if [[ " ${steps[*]} " == *" typecheck "* && " ${steps[*]} " == *" lint "* ]] && has_npm_script lint &&
  [ "$(node -p "require('./package.json').scripts.lint")" = "eslint . && prettier --check ." ]; then
  lint_beside="$(mktemp -d)"
  lint_start=$SECONDS
  (
    npx eslint . >"$lint_beside/output" 2>&1
    echo $? >"$lint_beside/code"
  ) &
  lint_pid=$!
fi

for step in "${steps[@]}"; do
  echo
  echo "[test] ${step}: starting at $(date -u +%H:%M:%S) UTC"
  start=$SECONDS
  if [ "$step" = lint ] && [ -n "$lint_beside" ]; then
    npx prettier --check . >"$lint_beside/prettier" 2>&1
    prettier_code=$?
    wait "$lint_pid"
    cat "$lint_beside/output" "$lint_beside/prettier"
    code=$(cat "$lint_beside/code")
    if [ "$code" -eq 0 ]; then code=$prettier_code; fi
    rm -rf "$lint_beside"
    lint_beside=""
    start=$lint_start
  else
    run_step "$step"
    code=$?
  fi
  took=$((SECONDS - start))
  if [ $code -eq 0 ]; then outcome=ok; elif [ $code -eq 100 ]; then outcome=skipped; else outcome=failed; fi
  names+=("$step")
  seconds+=("$took")
  outcomes+=("$outcome")
  if [ -n "$times_file" ]; then echo "$step $took $outcome" >>"$times_file"; fi
  echo "[test] ${step}: ${outcome} in ${took} s"
  if [ "$outcome" = failed ]; then
    failed="$step"
    break
  fi
done
# A typecheck that failed stops the run before lint's turn: lint is let finish (a minute at most), unreported.
if [ -n "$lint_beside" ]; then
  wait "$lint_pid" 2>/dev/null
  rm -rf "$lint_beside"
fi

total=$((SECONDS - total_start))
echo
echo "[test] step        time  outcome"
for i in "${!names[@]}"; do
  printf '[test] %-9s %5d:%02d  %s\n' "${names[$i]}" $((seconds[i] / 60)) $((seconds[i] % 60)) "${outcomes[$i]}"
done
printf '[test] %-9s %5d:%02d\n' total $((total / 60)) $((total % 60))

if [ -n "$failed" ]; then
  echo "[test] stopped: step '${failed}' failed" >&2
  exit 1
fi
