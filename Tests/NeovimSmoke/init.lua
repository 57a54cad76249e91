-- Neovim's built-in LSP client against `trellis lsp`: opens a template with an error,
-- waits for its diagnostics, requests completion, and exits 0 when both are as expected.
-- Written for Neovim 0.7 (Debian 12's), which has vim.lsp.start_client and
-- vim.lsp.buf_attach_client but not vim.lsp.start (0.8+); it runs the README's
-- configuration for 0.7. run.sh sets TRELLIS, TRELLIS_SMOKE_WORKSPACE and TRELLIS_README.

local function fail(message)
  io.stderr:write('neovim smoke: ' .. message .. '\n')
  vim.cmd('cquit 1')
end

local function run()
  if vim.fn.has('nvim-0.7') == 0 then return fail('Neovim 0.7 or later is needed') end
  local trellis = assert(os.getenv('TRELLIS'), 'TRELLIS is not set')
  local workspace = assert(os.getenv('TRELLIS_SMOKE_WORKSPACE'), 'TRELLIS_SMOKE_WORKSPACE is not set')
  local readme_path = assert(os.getenv('TRELLIS_README'), 'TRELLIS_README is not set')
  vim.cmd('cd ' .. vim.fn.fnameescape(workspace))

  -- The README's configuration for Neovim 0.7, run as written there, with the path of
  -- the trellis under test in place of "trellis".
  local readme = table.concat(vim.fn.readfile(readme_path), '\n')
  local heading = readme:find('Neovim 0.7 (Debian 12', 1, true)
  local configuration = heading and readme:match('```lua\n(.-)```', heading)
  if not configuration then return fail('no Neovim 0.7 configuration in ' .. readme_path) end
  local command = '{ "trellis", "lsp" }'
  local start = configuration:find(command, 1, true)
  if not start then return fail('the README configuration does not run ' .. command) end
  configuration = configuration:sub(1, start - 1) .. '{ ' .. string.format('%q', trellis) .. ', "lsp" }'
    .. configuration:sub(start + #command)
  assert(loadstring(configuration, 'README.md'))()

  vim.cmd('edit Screen.xml')
  local buffer = vim.api.nvim_get_current_buf()
  -- A client is listed once the server has answered `initialize`.
  vim.wait(20000, function() return next(vim.lsp.buf_get_clients(buffer)) ~= nil end, 50)
  local client_id = next(vim.lsp.buf_get_clients(buffer))
  if not client_id then return fail('no client attached to a buffer of filetype ' .. vim.bo.filetype) end

  -- Diagnostics: exactly the misspelled attribute on line 2 (0-based line 1).
  local published = vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
  if not published then return fail('no diagnostics within 20 s') end
  local found = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(found, string.format('%d:%d: %s', diagnostic.lnum + 1, diagnostic.col + 1, diagnostic.message))
  end
  local expected = "2:27: unknown property 'textColr' of UILabel; did you mean 'textColor'?"
  if #found ~= 1 or found[1] ~= expected then
    return fail('expected the diagnostic\n  ' .. expected .. '\ngot\n  ' .. table.concat(found, '\n  '))
  end

  -- Completion at the start of the value of textAlignment="center" (line 3): the
  -- NSTextAlignment cases.
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buffer) },
    position = { line = 2, character = 39 },
  }
  local responses = vim.lsp.buf_request_sync(buffer, 'textDocument/completion', params, 10000)
  local response = responses and responses[client_id]
  if not response or response.err or not response.result then
    return fail('no completion response: ' .. vim.inspect(response))
  end
  local items = response.result.items or response.result
  local labels = {}
  for _, item in ipairs(items) do labels[item.label] = item.detail or '' end
  if labels['center'] ~= 'NSTextAlignment' or labels['natural'] ~= 'NSTextAlignment' then
    return fail('completion lacks the NSTextAlignment cases: ' .. vim.inspect(vim.tbl_keys(labels)))
  end

  io.stdout:write('neovim smoke: diagnostic "' .. expected .. '" and ' .. #items .. ' completion items (center, natural, …)\n')
  vim.lsp.stop_client(client_id)
  vim.cmd('qall!')
end

-- After start-up, when filetype detection is on (it is turned on after the init file);
-- nested, so that opening the template runs its FileType autocommands.
vim.api.nvim_create_autocmd('VimEnter', {
  once = true,
  nested = true,
  callback = function()
    local ok, message = pcall(run)
    if not ok then fail(tostring(message)) end
  end,
})
